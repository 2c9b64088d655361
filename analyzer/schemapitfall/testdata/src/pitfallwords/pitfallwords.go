// Package pitfallwords: invopop keywords in a jsonschema tag break go-sdk
// (panic) and mcp-go (empty schema); the fix states them in words where
// the generator reads a description, when every option has exact words.
package pitfallwords

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type SDKIn struct {
	Account string   `json:"account" jsonschema:"description=Destination account,pattern=^acct_,required"` // want `starts with WORD=`
	Amount  float64  `json:"amount" jsonschema:"minimum=1,exclusiveMaximum=10000"`                         // want `starts with WORD=`
	Email   string   `json:"email" jsonschema:"format=email,maxLength=80"`                                 // want `starts with WORD=`
	Tags    []string `json:"tags" jsonschema:"minItems=1,maxItems=5"`                                      // want `starts with WORD=`
	Mode    string   `json:"mode" jsonschema:"enum=fast,enum=safe"`                                        // want `starts with WORD=`
	// No exact words: reported, not fixed.
	Nick  string `json:"nick" jsonschema:"pattern=^[a-z]{3,8}$"`                    // want `starts with WORD=`
	Note  string `json:"note" jsonschema:"default=none"`                            // want `starts with WORD=`
	Owner string `json:"owner,omitempty" jsonschema:"required,minLength=3"`         // want `starts with WORD=`
	Ref   string `json:"ref" jsonschema:"description=A \"quoted\" ref,minLength=1"` // want `starts with WORD=`
}

func sdkHandler(ctx context.Context, req *gosdk.CallToolRequest, in SDKIn) (*gosdk.CallToolResult, any, error) {
	return nil, nil, nil
}

type GoArgs struct {
	Account  string `json:"account" jsonschema:"pattern=^acct_" jsonschema_description:"Destination account"` // want `mcp-go's WithInputSchema accepts only enum= options`
	Currency string `json:"currency" jsonschema:"enum=usd,enum=eur,description=Currency"`                     // want `mcp-go's WithInputSchema accepts only enum= options`
	Limit    int    `json:"limit,omitempty" jsonschema:"minimum=1"`                                           // want `mcp-go's WithInputSchema accepts only enum= options`
	Page     int    `json:"page" jsonschema:"uniqueItems=true"`                                               // want `mcp-go's WithInputSchema accepts only enum= options`
}

func goHandler(ctx context.Context, req mcp.CallToolRequest, args GoArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, g *gosdk.Server) {
	gosdk.AddTool(g, &gosdk.Tool{Name: "sdk"}, sdkHandler)
	s.AddTool(mcp.NewTool("typed", mcp.WithInputSchema[GoArgs]()), mcp.NewTypedToolHandler(goHandler))
}
