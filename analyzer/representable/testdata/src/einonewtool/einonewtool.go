// Package einonewtool: eino tools made with utils.NewTool(info, fn), a
// schema.ToolInfo of the program's and the function that answers the
// call, its arguments decoded into the function's input.
package einonewtool

import (
	"context"
	"errors"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

type todoIn struct {
	Content  string `json:"content"`
	Priority string `json:"priority"`
}

func addTodo(ctx context.Context, in *todoIn) (string, error) {
	if in.Priority != "low" && in.Priority != "high" { // want `priority must be one of "low", "high", but the schema does not say so: declare enum \["low", "high"\]`
		return "priority must be low or high", nil
	}
	if len(in.Content) > 280 { // want `content must be at most 280 bytes long, but the schema does not say so: state it in its Desc`
		return "content must be at most 280 bytes", nil
	}
	return "added", nil
}

// AddTodoTool gives the ToolInfo, held in a variable, with its function.
func AddTodoTool() tool.InvokableTool {
	info := &schema.ToolInfo{
		Name: "add_todo",
		Desc: "Add a todo item.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"content":  {Type: schema.String, Desc: "The item.", Required: true},
			"priority": {Type: schema.String, Desc: "Its priority."},
		}),
	}
	return utils.NewTool(info, addTodo)
}

type noteIn struct {
	Note string `json:"note"`
}

// draftInfo is given to no function: its schema is a tool's, with no
// handler, and the function below answers no tool.
var draftInfo = &schema.ToolInfo{
	Name: "draft",
	Desc: "Save a draft.",
	ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
		"note": {Type: schema.String},
	}),
}

func saveDraft(ctx context.Context, in *noteIn) (string, error) {
	if len(in.Note) > 10 {
		return "", errors.New("note too long")
	}
	return "saved", nil
}

var _ = saveDraft
