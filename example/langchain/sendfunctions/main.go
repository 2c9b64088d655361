// Command sendfunctions sends one request with langchaingo's OpenAI client
// to a local HTTP server on 127.0.0.1 standing in for the provider, and
// prints the tool definitions the request body carries: what the provider
// would receive of functiontool's definitions.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"example.com/toolvet-langchain/functiontool"
)

const chatCompletion = `{"id":"c","object":"chat.completion","created":0,"model":"gpt-4o",
"choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`

const path = "/v1/chat/completions"

func main() {
	var body []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == path {
			body, _ = io.ReadAll(r.Body)
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, chatCompletion)
	}))
	defer srv.Close()

	llm, err := openai.New(openai.WithBaseURL(srv.URL+"/v1"), openai.WithToken("test"), openai.WithModel("gpt-4o"))
	if err != nil {
		log.Fatal(err)
	}
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Refund tr_1.")}
	if _, err := llm.GenerateContent(context.Background(), msgs, llms.WithTools([]llms.Tool{functiontool.Refund})); err != nil {
		log.Fatal(err)
	}

	var req struct {
		Tools any `json:"tools"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		log.Fatalf("%s: %v", path, err)
	}
	out, _ := json.MarshalIndent(req.Tools, "", "  ")
	fmt.Printf("%s tools:\n%s\n", path, out)
}
