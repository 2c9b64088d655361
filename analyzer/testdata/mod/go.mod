module example.com/factsmod

go 1.26

require (
	github.com/cloudwego/eino v0.7.36
	github.com/go-ozzo/ozzo-validation/v4 v4.3.0
	github.com/go-playground/validator/v10 v10.30.6
	github.com/google/jsonschema-go v0.4.2
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
	github.com/openai/openai-go/v3 v3.0.0
)

replace github.com/mark3labs/mcp-go => ../src/github.com/mark3labs/mcp-go

replace github.com/modelcontextprotocol/go-sdk => ../src/github.com/modelcontextprotocol/go-sdk

replace github.com/google/jsonschema-go => ../src/github.com/google/jsonschema-go

replace github.com/cloudwego/eino => ../src/github.com/cloudwego/eino

replace github.com/go-playground/validator/v10 => ../src/github.com/go-playground/validator/v10

replace github.com/go-ozzo/ozzo-validation/v4 => ../src/github.com/go-ozzo/ozzo-validation/v4

replace github.com/openai/openai-go/v3 => ../src/github.com/openai/openai-go/v3
