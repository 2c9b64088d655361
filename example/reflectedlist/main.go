// Command reflectedlist prints the schema invopop/jsonschema reflects for
// the reflected example: what a provider SDK sends to the model.
package main

import (
	"encoding/json"
	"fmt"

	"example.com/toolvet-example/reflected"
)

func main() {
	out, _ := json.Marshal(reflected.TransferSchema)
	fmt.Println(string(out))
}
