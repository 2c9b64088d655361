module example.com/app

go 1.26

require (
	example.com/mcpwrap v1.0.0
	github.com/mark3labs/mcp-go v1.2.1
)
