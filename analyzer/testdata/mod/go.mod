module example.com/factsmod

go 1.26

require (
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
)

replace github.com/mark3labs/mcp-go => ../src/github.com/mark3labs/mcp-go

replace github.com/modelcontextprotocol/go-sdk => ../src/github.com/modelcontextprotocol/go-sdk
