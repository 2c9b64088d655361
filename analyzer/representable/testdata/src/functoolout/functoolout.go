// Package functoolout: genkit and eino tools whose output is a string
// return a failure as their output (the idiom the model can read); those
// returns are failures, answers that depend on the arguments are not.
package functoolout

import (
	"context"
	"errors"
	"fmt"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type TransferIn struct {
	AccountID string  `json:"accountId"`
	Amount    float64 `json:"amount" jsonschema:"maximum=10000"`
	Currency  string  `json:"currency"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "transfer", "Move money.", func(ctx *ai.ToolContext, in TransferIn) (string, error) {
		if len(in.AccountID) > 40 { // want `accountId must be at most 40 bytes long, but the schema does not say so: declare maxLength 40`
			return "accountId is too long", nil
		}
		if in.Amount < 1 { // want `amount must be at least 1, but the schema does not say so: declare minimum 1`
			return errors.New("amount must be at least 1").Error(), nil
		}
		return "done", nil
	})
}

type SizeIn struct {
	N int `json:"n"`
}

// classify answers by the argument: no rule.
func classify(ctx context.Context, in SizeIn) (string, error) {
	if in.N > 100 {
		return "large", nil
	}
	if in.N < 0 {
		return "negative numbers are classified as small", nil
	}
	return "small", nil
}

type CountIn struct {
	N int `json:"n"`
}

// count's output is not a string: a nil error is success.
func count(ctx context.Context, in CountIn) (int, error) {
	if in.N > 100 {
		return 0, nil
	}
	return in.N, nil
}

type NoteIn struct {
	Title string `json:"title"`
	Tag   string `json:"tag"`
}

// NoteOut carries a failure in its fields: the model reads the output.
type NoteOut struct {
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	Note   string `json:"note,omitempty"`
}

// note fails by setting the output's error field, or by returning a
// literal that says what is wrong.
func note(ctx context.Context, in *NoteIn) (*NoteOut, error) {
	res := &NoteOut{}
	if in.Title == "" { // want `title must not be empty, but the schema does not say so: declare minLength 1`
		res.Status = "error"
		res.Error = "title is required"
		return res, nil
	}
	if len(in.Tag) > 20 { // want `tag must be at most 20 bytes long, but the schema does not say so: declare maxLength 20`
		return &NoteOut{Status: "error", Error: fmt.Sprintf("tag %q is too long", in.Tag)}, nil
	}
	if len(in.Title) > 100 { // an answer, not a failure: a note on the output
		res.Note = "a long title"
		return res, nil
	}
	res.Status = "ok"
	return res, nil
}

type TaskIn struct {
	Action string `json:"action"`
	Kind   string `json:"kind"`
}

// task fails on an unknown action by setting the output's error field in
// the switch's default, then goes on to the return after the switch,
// which leaves that field as it is.
func task(ctx context.Context, in *TaskIn) (*NoteOut, error) {
	res := &NoteOut{}
	// The default only notes the kind: the statements after it return no
	// failure.
	switch in.Kind {
	case "a", "b":
	default:
		res.Note = "an unusual kind"
	}
	switch in.Action {
	case "add":
		res.Note = "added"
	case "list":
		res.Note = "listed"
	default: // want `action must be one of "add", "list", but the schema does not say so: declare enum \["add", "list"\]`
		res.Status = "error"
		res.Error = fmt.Sprintf("unknown action: %s", in.Action)
	}
	res.Status = "success"
	return res, nil
}

func RegisterEino() {
	_, _ = utils.InferTool("classify", "Classify a number.", classify)
	_, _ = utils.InferTool("count", "Count.", count)
	_, _ = utils.InferTool("note", "Write a note.", note)
	_, _ = utils.InferTool("task", "Manage tasks.", task)
}
