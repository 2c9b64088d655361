// Package dispatchvalidate: a program answering its definition's calls
// itself decodes them into a struct whose validate tags it runs: the tags
// are the tool's rules, as for a typed handler's input.
package dispatchvalidate

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/go-playground/validator/v10"
)

var bookTool = anthropic.ToolParam{
	Name:        "book_seats",
	Description: anthropic.String("Book seats."),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{"seats": map[string]any{"type": "integer"}},
	},
}

type bookArgs struct {
	Seats int `json:"seats" validate:"min=1,max=6"` // want `seats must be at least 1 and at most 6, but the schema does not say so: declare minimum 1, maximum 6`
}

var validate = validator.New()

func answer(msg anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		switch block.Name {
		case "book_seats":
			var args bookArgs
			if err := json.Unmarshal(block.Input, &args); err != nil {
				results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
				continue
			}
			if err := validate.Struct(args); err != nil {
				results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
				continue
			}
			results = append(results, anthropic.NewToolResultBlock(block.ID, "booked", false))
		}
	}
	return results
}
