// Command sendtools sends one request with each provider SDK to a local
// HTTP server on 127.0.0.1 standing in for the provider, and prints the
// tool definitions each request body carries: what the provider would
// receive.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"

	"github.com/anthropics/anthropic-sdk-go"
	aoption "github.com/anthropics/anthropic-sdk-go/option"
	"github.com/openai/openai-go/v3"
	ooption "github.com/openai/openai-go/v3/option"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"

	"example.com/toolvet-providers/anthropictool"
	"example.com/toolvet-providers/geminitool"
	"example.com/toolvet-providers/goopenaitool"
	"example.com/toolvet-providers/openaitool"
)

const chatCompletion = `{"id":"c","object":"chat.completion","created":0,"model":"gpt-4o",
"choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`

const message = `{"id":"m","type":"message","role":"assistant","model":"claude-sonnet-4-5",
"content":[{"type":"text","text":"ok"}],"stop_reason":"end_turn","usage":{"input_tokens":1,"output_tokens":1}}`

const generated = `{"candidates":[{"content":{"role":"model","parts":[{"text":"ok"}]},"finishReason":"STOP"}]}`

const geminiPath = "/v1beta/models/gemini-2.5-flash:generateContent"

func main() {
	var mu sync.Mutex
	bodies := map[string]json.RawMessage{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies[r.URL.Path] = b
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/messages":
			io.WriteString(w, message)
			return
		case geminiPath:
			io.WriteString(w, generated)
			return
		}
		io.WriteString(w, chatCompletion)
	}))
	defer srv.Close()
	ctx := context.Background()

	oc := openai.NewClient(ooption.WithBaseURL(srv.URL+"/v1/"), ooption.WithAPIKey("test"), ooption.WithMaxRetries(0))
	if _, err := oc.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage("Refund tr_1.")},
		Tools:    openaitool.Tools(),
	}); err != nil {
		log.Fatal("openai: ", err)
	}

	ac := anthropic.NewClient(aoption.WithBaseURL(srv.URL+"/"), aoption.WithAPIKey("test"), aoption.WithMaxRetries(0))
	if _, err := ac.Messages.New(ctx, anthropic.MessageNewParams{
		Model:     anthropic.ModelClaudeSonnet4_5,
		MaxTokens: 64,
		Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock("Send 10 eur."))},
		Tools:     []anthropic.ToolUnionParam{{OfTool: &anthropictool.Transfer}},
	}); err != nil {
		log.Fatal("anthropic: ", err)
	}

	gc, err := genai.NewClient(ctx, &genai.ClientConfig{APIKey: "test", Backend: genai.BackendGeminiAPI,
		HTTPOptions: genai.HTTPOptions{BaseURL: srv.URL + "/"}})
	if err != nil {
		log.Fatal("genai: ", err)
	}
	if _, err := gc.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text("Track parcel 1."),
		&genai.GenerateContentConfig{Tools: geminitool.Tools()}); err != nil {
		log.Fatal("genai: ", err)
	}

	gocfg := goopenai.DefaultConfig("test")
	gocfg.BaseURL = srv.URL + "/goopenai/v1"
	gotools, err := goopenaitool.Tools()
	if err != nil {
		log.Fatal("go-openai: ", err)
	}
	if _, err := goopenai.NewClientWithConfig(gocfg).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{
		Model:    goopenai.GPT4o,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: "Refund order 1."}},
		Tools:    gotools,
	}); err != nil {
		log.Fatal("go-openai: ", err)
	}

	for _, path := range []string{"/v1/chat/completions", "/v1/messages", geminiPath, "/goopenai/v1/chat/completions"} {
		var body struct {
			Tools any `json:"tools"`
		}
		if err := json.Unmarshal(bodies[path], &body); err != nil {
			log.Fatalf("%s: %v", path, err)
		}
		out, _ := json.MarshalIndent(body.Tools, "", "  ")
		fmt.Fprintf(os.Stdout, "%s tools:\n%s\n", path, out)
	}
}
