// Package einoinfer: eino tools inferred by each of utils' Infer…Tool
// functions, which all take the name, the description and a function
// whose second parameter is the input the schema is reflected from.
package einoinfer

import (
	"context"
	"errors"
	"strings"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

type AskIn struct {
	Question string `json:"question" jsonschema:"description=The question to ask"`
}

// ask takes call options: InferOptionableTool.
func ask(ctx context.Context, in *AskIn, opts ...tool.Option) (string, error) {
	if len(in.Question) > 200 { // want `question must be at most 200 bytes long, but the schema does not say so: declare maxLength 200`
		return "", errors.New("question: at most 200 characters")
	}
	return "ok", nil
}

type FeedIn struct {
	Topic string `json:"topic"`
}

// feed streams its output: InferStreamTool.
func feed(ctx context.Context, in FeedIn) (*schema.StreamReader[string], error) {
	if !strings.HasPrefix(in.Topic, "t-") { // want `topic must start with "t-", but the schema does not say so: declare pattern "\^t-"`
		return nil, errors.New("topic must start with t-")
	}
	return nil, nil
}

type NoteIn struct {
	Note string `json:"note"`
}

// note is never made a tool: its check is no tool's rule.
func note(ctx context.Context, in NoteIn, opts ...tool.Option) (string, error) {
	if !strings.HasPrefix(in.Note, "n-") {
		return "", errors.New("note must start with n-")
	}
	return "ok", nil
}

var _ = note

func Tools() ([]tool.BaseTool, error) {
	a, err := utils.InferOptionableTool("ask", "Ask the user a question.", ask)
	if err != nil {
		return nil, err
	}
	f, err := utils.InferStreamTool("feed", "Stream a topic's feed.", feed)
	if err != nil {
		return nil, err
	}
	return []tool.BaseTool{a, f}, nil
}
