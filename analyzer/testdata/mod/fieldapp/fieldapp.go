// Package fieldapp registers package fieldlib's validations for its own
// validate tags: each rule is in fieldlib, reported at the tag here.
package fieldapp

import (
	"context"

	"github.com/go-playground/validator/v10"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/fieldlib"
)

var validate = validator.New()

func init() {
	validate.RegisterValidation("memo", fieldlib.ValidMemo)
	validate.RegisterValidationCtx("cents", fieldlib.PositiveCents)
	validate.RegisterValidation("few", fieldlib.FewItems)
	validate.RegisterValidation("owner", fieldlib.Owner)
}

type PayIn struct {
	Memo  string   `json:"memo" validate:"memo"`                                                // want `memo must be at most 140 characters long, must not be empty and must not contain "<", but the schema does not say so: state it in the field's jsonschema tag`
	Cents int      `json:"cents" jsonschema:"Amount in cents, at most 100000" validate:"cents"` // want `cents must be at least 1, but the schema does not say so`
	Tags  []string `json:"tags" validate:"few"`                                                 // want `tags must have at most 5 items, but the schema does not say so`
	Code  string   `json:"code" validate:"few"`                                                 // want `code must be at most 5 bytes long, but the schema does not say so`
	Owner string   `json:"owner" validate:"owner"`                                              // an opaque body: no rule
	Count int      `json:"count" validate:"memo"`                                               // String() of an int: no rule
	Ratio float64  `json:"ratio" validate:"cents"`                                              // Int() of a float: no rule
}

func pay(ctx context.Context, req *mcp.CallToolRequest, in PayIn) (*mcp.CallToolResult, any, error) {
	if err := validate.Struct(in); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "pay"}, pay)
}
