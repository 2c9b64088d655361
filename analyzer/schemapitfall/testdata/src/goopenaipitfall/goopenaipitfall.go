// Package goopenaipitfall: go-openai's GenerateSchemaForType reads the
// json, description, enum, nullable and required tags only; a jsonschema
// tag written for another reflector never reaches the model.
package goopenaipitfall

import (
	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type searchArgs struct {
	Query string `json:"query" description:"What to look for."`
	Limit int    `json:"limit,omitempty" jsonschema:"minimum=1,maximum=50"` // want `jsonschema:"minimum=1,maximum=50" is not read by go-openai's GenerateSchemaForType, which reads only the json, description, enum, nullable and required tags: the model never sees it; write it in the description tag`
}

// Not reflected by go-openai: its jsonschema tag is another library's.
type otherArgs struct {
	Limit int `json:"limit" jsonschema:"minimum=1"`
}

func definition() (openai.FunctionDefinition, error) {
	s, err := jsonschema.GenerateSchemaForType(searchArgs{})
	if err != nil {
		return openai.FunctionDefinition{}, err
	}
	return openai.FunctionDefinition{Name: "search", Parameters: s}, nil
}
