// Package functoolcross: a cross-field rule of a genkit tool that returns
// its failure as output.
package functoolcross

import (
	"context"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "transfer", "Move money.", func(ctx *ai.ToolContext, in TransferIn) (string, error) {
		if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount \(in.Currency == "eur" && in.Amount > 500\) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`
			return "eur transfers are capped at 500", nil
		}
		if in.Currency == "usd" && in.Amount > 900 { // an answer, not a failure
			return "large usd transfer queued for review", nil
		}
		return "done", nil
	})
}

type Item struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

type ItemsIn struct {
	Action string `json:"action" jsonschema:"enum=add,enum=rename"`
	Item   *Item  `json:"item" jsonschema:"description=the item to add or rename"`
}

type ItemsOut struct {
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
}

// items checks properties of its object argument in some modes, failing
// in its output: rules over action and item.title, item.id.
func items(ctx context.Context, in *ItemsIn) (*ItemsOut, error) {
	out := &ItemsOut{}
	switch in.Action {
	case "add":
		if in.Item == nil { // the item's description names add
			out.Error = "item is required"
			return out, nil
		}
		if in.Item.Title == "" { // want `the rule over action and item.title \(in.Action == "add" && in.Item.Title == ""\) is in no description the model reads: add "When action is \\"add\\", item.title must be set." to the description of tool "items"`
			out.Error = "title is required"
			return out, nil
		}
	case "rename":
		if in.Item == nil || in.Item.ID == "" { // want `the rule over action and item.id`
			out.Error = "the id of the item is required to rename"
			return out, nil
		}
	}
	out.Status = "done"
	return out, nil
}

func RegisterEino() {
	_, _ = utils.InferTool("items", "Manage items.", items)
}

type NotesIn struct {
	Mode string `json:"mode" jsonschema:"enum=create,enum=edit"`
	Note Item   `json:"note"`
}

// titled is a predicate over a property of the input's object, read where
// it is called as the condition it returns.
func titled(in NotesIn) bool { return in.Note.Title != "" }

func notes(ctx context.Context, in NotesIn) (*ItemsOut, error) {
	if in.Mode == "create" && !titled(in) { // want `the rule over mode and note.title \(in.Mode == "create" && in.Note.Title == ""\) is in no description the model reads: add "When mode is \\"create\\", note.title must be set." to the description of tool "notes"`
		return &ItemsOut{Error: "a new note must have a title"}, nil
	}
	return &ItemsOut{Status: "done"}, nil
}

func RegisterNotes() {
	_, _ = utils.InferTool("notes", "Keep notes.", notes)
}
