module example.com/mcpwrap

go 1.26

require github.com/mark3labs/mcp-go v1.2.1
