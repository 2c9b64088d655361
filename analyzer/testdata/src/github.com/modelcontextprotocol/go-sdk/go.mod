module github.com/modelcontextprotocol/go-sdk

go 1.26

require github.com/google/jsonschema-go v0.4.2
