module example.com/convmod

go 1.26

require (
	github.com/invopop/jsonschema v0.14.0
	github.com/mark3labs/mcp-go v1.2.1
)

replace github.com/mark3labs/mcp-go => ../src/github.com/mark3labs/mcp-go

replace github.com/invopop/jsonschema => ../src/github.com/invopop/jsonschema
