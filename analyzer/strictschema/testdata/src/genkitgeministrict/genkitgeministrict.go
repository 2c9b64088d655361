// Package genkitgeministrict: what a genkit tool's schema declares,
// checked against what the googlegenai plugin copies into the Gemini
// schema.
package genkitgeministrict

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"
)

type NoteIn struct {
	Text  string `json:"text" jsonschema:"maxLength=200" jsonschema_description:"The note."` // want `text declares maxLength 200, which Gemini through genkit's googlegenai plugin does not accept \(the plugin does not copy maxLength into the Gemini schema\): state it in the description too \("Must be at most 200 characters long\."\); the keyword stays, for the framework validates the input against it`
	Stars int    `json:"stars" jsonschema:"minimum=1,maximum=5"`
}

var plugins = genkit.WithPlugins(&googlegenai.GoogleAI{APIKey: "k"})

func Register(ctx context.Context) {
	g := genkit.Init(ctx, plugins)
	genkit.DefineTool(g, "note", "Save a note.", func(ctx *ai.ToolContext, in NoteIn) (string, error) {
		return in.Text, nil
	})
}
