module github.com/invopop/jsonschema

go 1.26
