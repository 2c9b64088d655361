// Package managedagent: anthropic-sdk-go tools of the program's own types
// implementing the SDK's BetaTool interface, which its tool runners call
// (Execute's error goes back marked is_error), and a managed agent's
// custom tool, defined with the agent and answered by the type of the
// same name or by the loop over the session's events.
package managedagent

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/anthropics/anthropic-sdk-go"
)

// clock is a BetaTool the worker runs; the agent's own definition of
// "clock" (below) is what the model reads.
type clock struct{}

func (clock) Name() string        { return "clock" }
func (clock) Description() string { return "Tell the time in a zone." }
func (clock) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{Properties: map[string]any{"zone": map[string]any{"type": "string"}}}
}

func (clock) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		Zone string `json:"zone"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	if !strings.Contains(in.Zone, "/") { // want `zone must contain "/", but the schema does not say so: declare pattern "/"`
		return nil, errors.New("zone must look like Europe/Paris")
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{{OfText: &anthropic.BetaTextBlockParam{Text: in.Zone}}}, nil
}

var agentTools = []anthropic.BetaManagedAgentsCustomToolParams{
	{
		Name:        "clock",
		Description: "Tell the time in a zone.",
		InputSchema: anthropic.BetaManagedAgentsCustomToolInputSchemaParam{
			Properties: map[string]any{"zone": map[string]any{"type": "string"}},
			Required:   []string{"zone"},
		},
	},
	{
		Name:        "lookup_order",
		Description: "Look an order up.",
		InputSchema: anthropic.BetaManagedAgentsCustomToolInputSchemaParam{
			Properties: map[string]any{"orderId": map[string]any{"type": "string"}},
		},
	},
}

// timer is a BetaTool with no definition of the agent's: its own
// InputSchema is what the runner sends.
type timer struct{}

func (timer) Name() string        { return "timer" }
func (timer) Description() string { return "Start a timer." }
func (timer) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{Properties: map[string]any{"seconds": map[string]any{"type": "integer"}}}
}

func (timer) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		Seconds int `json:"seconds"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	if in.Seconds > 3600 { // want `seconds must be at most 3600, but the schema does not say so: declare maximum 3600`
		return nil, errors.New("at most an hour")
	}
	return nil, nil
}

// answer is the loop over a session's events that answers lookup_order.
func answer(events []anthropic.BetaManagedAgentsStreamSessionEventsUnion, send func(id, text string)) {
	for _, event := range events {
		if event.Type == "agent.custom_tool_use" && event.Name == "lookup_order" {
			send(event.ID, `{"status": "shipped"}`)
		}
	}
}

// notATool has the methods' names but not BetaTool's Execute: no tool.
type notATool struct{}

func (notATool) Name() string        { return "not_a_tool" }
func (notATool) Description() string { return "Not one." }
func (notATool) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{Properties: map[string]any{"q": map[string]any{"type": "string"}}}
}

func (notATool) Execute(ctx context.Context, q string) error {
	if !strings.HasPrefix(q, "x") { // no tool: no finding
		return errors.New("q must start with x")
	}
	return nil
}

var _ = []anthropic.BetaTool{clock{}, timer{}}

// alarm is defined with the beta API's ToolParam, which the program
// sends, and answered by the BetaTool of its name.
var alarmDef = anthropic.BetaToolParam{
	Name:        "alarm",
	Description: anthropic.String("Set an alarm."),
	InputSchema: anthropic.BetaToolInputSchemaParam{Properties: map[string]any{"at": map[string]any{"type": "string"}}},
}

type alarm struct{}

func (alarm) Name() string        { return "alarm" }
func (alarm) Description() string { return "Set an alarm." }
func (alarm) InputSchema() anthropic.BetaToolInputSchemaParam {
	return alarmDef.InputSchema
}

func (alarm) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		At string `json:"at"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	if len(in.At) != 5 { // want `at must be exactly 5 bytes long, but the schema does not say so: declare minLength 5, maxLength 5 \(no fix: len counts bytes`
		return nil, errors.New("at must look like 07:30")
	}
	return nil, nil
}

var _ anthropic.BetaTool = alarm{}
