// Package einoinfotool is the transfer tool written as an eino tool of its
// own type: Info returns a schema.ToolInfo literal, and InvokableRun
// decodes the arguments' JSON text and checks them.
package einoinfotool

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

var transferInfo = &schema.ToolInfo{
	Name: "transfer_funds",
	Desc: "Move money between accounts.",
	ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
		"accountId": {Type: schema.String, Desc: "Destination account", Required: true},
		"amount":    {Type: schema.Number, Required: true},
		"currency":  {Type: schema.String, Desc: "The currency", Required: true},
	}),
}

// Tool is the transfer tool.
type Tool struct{}

var _ tool.InvokableTool = Tool{}

// Info describes the tool to the model.
func (Tool) Info(ctx context.Context) (*schema.ToolInfo, error) { return transferInfo, nil }

type transferIn struct {
	AccountID string  `json:"accountId"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency"`
}

// InvokableRun moves the money.
func (Tool) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var in transferIn
	if err := json.Unmarshal([]byte(argumentsInJSON), &in); err != nil {
		return "", err
	}
	if !strings.HasPrefix(in.AccountID, "acct_") {
		return "accountId must start with acct_", nil
	}
	if in.Amount < 1 || in.Amount > 5000 {
		return "amount must be between 1 and 5000", nil
	}
	if in.Currency != "usd" && in.Currency != "eur" {
		return "currency must be usd or eur", nil
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return "eur transfers are capped at 500", nil
	}
	return "done", nil
}
