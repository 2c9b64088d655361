module github.com/google/jsonschema-go

go 1.26
