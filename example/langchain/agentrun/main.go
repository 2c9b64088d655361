// Command agentrun runs a real langchaingo agent executor with the refund
// tool and a scripted model that first calls refund with a bad id, then
// answers. It prints the run's outcome, the tools as the first prompt lists
// them, and each prompt's last line: what the model read.
package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tmc/langchaingo/agents"
	"github.com/tmc/langchaingo/chains"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/tools"

	"example.com/toolvet-langchain/refundtool"
)

// scripted is a model that gives its answers in order and keeps the
// prompts it was sent.
type scripted struct {
	answers []string
	prompts []string
}

func (m *scripted) GenerateContent(_ context.Context, msgs []llms.MessageContent, _ ...llms.CallOption) (*llms.ContentResponse, error) {
	var prompt strings.Builder
	for _, msg := range msgs {
		for _, p := range msg.Parts {
			if t, ok := p.(llms.TextContent); ok {
				prompt.WriteString(t.Text)
			}
		}
	}
	m.prompts = append(m.prompts, prompt.String())
	if len(m.prompts) > len(m.answers) {
		return nil, errors.New("no more answers")
	}
	return &llms.ContentResponse{Choices: []*llms.ContentChoice{{Content: m.answers[len(m.prompts)-1]}}}, nil
}

func (m *scripted) Call(ctx context.Context, prompt string, opts ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, opts...)
}

func main() {
	model := &scripted{answers: []string{
		"I will refund it.\nAction: refund\nAction Input: x",
		"Final Answer: the refund failed: the id must start with tr_",
	}}
	agent := agents.NewOneShotAgent(model, []tools.Tool{refundtool.Refund{}})
	out, err := chains.Run(context.Background(), agents.NewExecutor(agent), "Refund transfer x.")
	fmt.Printf("model calls: %d\n", len(model.prompts))
	if err != nil {
		fmt.Printf("run failed: %v\n", err)
	} else {
		fmt.Printf("answer: %s\n", out)
	}
	// How the first prompt lists each tool: the name and the description
	// the model reads (langchaingo sends no schema).
	if len(model.prompts) > 0 {
		for _, line := range strings.Split(model.prompts[0], "\n") {
			if strings.HasPrefix(line, "- ") && strings.Contains(line, ": ") {
				fmt.Printf("tool: %s\n", strings.TrimPrefix(line, "- "))
			}
		}
	}
	for i, p := range model.prompts {
		lines := strings.Split(strings.TrimSpace(p), "\n")
		fmt.Printf("prompt %d ends: %s\n", i+1, lines[len(lines)-1])
	}
}
