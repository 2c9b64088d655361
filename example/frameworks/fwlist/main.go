// Command fwlist prints the tool definitions genkit and eino build from
// the examples, each as "library name: description" and its input
// schema: what their model plugins send to the model.
package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/firebase/genkit/go/genkit"

	"example.com/toolvet-frameworks/einoinfotool"
	"example.com/toolvet-frameworks/einostructtool"
	"example.com/toolvet-frameworks/einotool"
	"example.com/toolvet-frameworks/genkittool"
)

func main() {
	ctx := context.Background()
	g := genkit.Init(ctx)
	def := genkittool.Define(g).Definition()
	print("genkit", def.Name, def.Description, def.InputSchema)

	t, err := einotool.New()
	if err != nil {
		panic(err)
	}
	info, err := t.Info(ctx)
	if err != nil {
		panic(err)
	}
	schema, err := info.ParamsOneOf.ToJSONSchema()
	if err != nil {
		panic(err)
	}
	print("eino", info.Name, info.Desc, schema)

	info, err = einoinfotool.Tool{}.Info(ctx)
	if err != nil {
		panic(err)
	}
	schema, err = info.ParamsOneOf.ToJSONSchema()
	if err != nil {
		panic(err)
	}
	print("eino", info.Name, info.Desc, schema)

	order, err := einostructtool.New()
	if err != nil {
		panic(err)
	}
	info, err = order.Info(ctx)
	if err != nil {
		panic(err)
	}
	schema, err = info.ParamsOneOf.ToJSONSchema()
	if err != nil {
		panic(err)
	}
	print("eino", info.Name, info.Desc, schema)
}

func print(lib, name, desc string, schema any) {
	out, err := json.Marshal(schema)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %s: %s\n%s\n", lib, name, desc, out)
}
