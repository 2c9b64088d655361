module example.com/factsmod

go 1.26

require github.com/mark3labs/mcp-go v1.2.1

replace github.com/mark3labs/mcp-go => ../src/github.com/mark3labs/mcp-go
