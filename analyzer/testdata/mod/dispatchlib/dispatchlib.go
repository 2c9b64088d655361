// Package dispatchlib answers a model's tool calls for the programs that
// hand them to it: functions branching on the call's name, and a function
// given one call's arguments, which a program's table of handlers by name
// links. Their checks are the rules of tools another package defines; a
// finding is reported at the check here, or, for a driver that shows a
// package's findings only in its own files, at the tool.
package dispatchlib

import (
	"encoding/json"
	"fmt"
)

// Call answers the call named name; "lookup" checks nothing.
func Call(name, arguments string) (string, error) { // want Call:`cases\(args 1; forecast: days: must be at most 14, 2 failures\)` Call:`decodes\(1\)`
	switch name {
	case "forecast":
		var args struct {
			City string `json:"city"`
			Days int    `json:"days"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err
		}
		if args.Days > 14 { // atcheck representable "days must be at most 14, but the schema does not say so: declare maximum 14"
			return "", fmt.Errorf("at most 14 days")
		}
		return args.City, nil
	case "lookup":
		return arguments, nil
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

// Run answers the call named name for a program that ends on its error:
// a failure it returns, or a panic, never reaches the model.
func Run(name, arguments string) (string, error) { // want Run:`cases\(args 1; scale: factor: must be greater than 0; unit: must not be empty, 3 failures\)` Run:`decodes\(1\)` Run:`checks\(0: must be one of "scale"\)`
	if name == "scale" {
		var args struct {
			Factor float64 `json:"factor"`
			Unit   string  `json:"unit"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err // atcheck toolerror "the model cannot read this failure: the program answers this tool call itself"
		}
		if args.Factor <= 0 { // atcheck representable "factor must be greater than 0, but the schema does not say so: declare exclusiveMinimum 0"
			return "", fmt.Errorf("factor must be positive") // atcheck toolerror "the model cannot read this failure"
		}
		if args.Unit == "" { // atcheck representable "unit must not be empty, but the schema does not say so: declare required, minLength 1"
			panic("unit is required") // atcheck toolerror "the model cannot read this failure"
		}
		return fmt.Sprint(args.Factor * 2), nil
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

// Stock is given one call's arguments.
func Stock(arguments string) (string, error) { // want Stock:`handles\(args 0: sku: must be at most 8 bytes long\)` Stock:`decodes\(0\)`
	var args struct {
		SKU string `json:"sku"`
	}
	if err := json.Unmarshal([]byte(arguments), &args); err != nil {
		return "", err
	}
	if len(args.SKU) > 8 { // atcheck representable "sku must be at most 8 bytes long, but the schema does not say so: declare maxLength 8"
		return "", fmt.Errorf("sku has at most 8 characters")
	}
	return args.SKU, nil
}

// Format branches on a kind no program hands a model's call as: no tool
// is linked to it.
func Format(kind string, v int) string {
	switch kind {
	case "hex":
		if v < 0 {
			return "-"
		}
		return fmt.Sprintf("%x", v)
	}
	return fmt.Sprint(v)
}
