module example.com/registrymod

go 1.26

require (
	github.com/google/jsonschema-go v0.4.2
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
)

// The library stubs passes/tools' testdata links (the analyzer's).
replace github.com/mark3labs/mcp-go => ../../../../passes/tools/testdata/src/github.com/mark3labs/mcp-go

replace github.com/modelcontextprotocol/go-sdk => ../../../../passes/tools/testdata/src/github.com/modelcontextprotocol/go-sdk

replace github.com/google/jsonschema-go => ../../../../passes/tools/testdata/src/github.com/google/jsonschema-go
