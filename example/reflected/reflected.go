// Package reflected is the transfer tool's input for a provider SDK
// (openai-go, anthropic-sdk-go): the schema is reflected from the struct
// with invopop/jsonschema, the README idiom of openai-go.
package reflected

import (
	"errors"
	"regexp"

	"github.com/invopop/jsonschema"
)

// TransferArgs is the tool's input.
type TransferArgs struct {
	AccountID string  `json:"accountId" jsonschema:"description=Destination account" validate:"required,startswith=acct_"`
	Amount    float64 `json:"amount" jsonschema:"minimum=1,maximum=10000" validate:"gte=1,lte=5000"`
	Currency  string  `json:"currency" validate:"oneof=usd eur"`
	Branch    string  `json:"branch,omitempty" validate:"len=4,numeric"`
	Nickname  string  `json:"nickname" jsonschema:"description=Payee nickname"`
}

var nicknameRE = regexp.MustCompile(`^[a-z]{3,8}$`)

// Validate checks what the tags cannot say.
func (a TransferArgs) Validate() error {
	if !nicknameRE.MatchString(a.Nickname) {
		return errors.New("nickname: 3 to 8 lowercase letters")
	}
	return nil
}

// GenerateSchema reflects T's schema as openai-go's README does.
func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

// TransferSchema goes to FunctionDefinitionParam.Parameters.
var TransferSchema = GenerateSchema[TransferArgs]()
