// Package decode turns a tool call's arguments into the program's own
// types. It imports no tool library: its callers hand it the arguments.
package decode

import "encoding/json"

// Into decodes args into a T: what it returns holds every argument.
func Into[T any](args map[string]any) (T, error) { // want Into:`decodes\(0, result\)`
	var out T
	raw, err := json.Marshal(args)
	if err != nil {
		return out, err
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return out, err
	}
	return out, nil
}

// Text decodes the arguments' JSON text into v.
func Text(v any, data []byte) error { // want Text:`decodes\(1\)`
	if len(data) == 0 {
		return nil
	}
	return json.Unmarshal(data, v)
}

// CodeOf returns the code the arguments' JSON text holds, or the text
// itself when it is no JSON: one value computed from what it decodes.
func CodeOf(argumentsInJSON string) string { // want CodeOf:`decodes\(0\)`
	var in struct {
		Code string `json:"code"`
	}
	if json.Unmarshal([]byte(argumentsInJSON), &in) != nil {
		return argumentsInJSON
	}
	return in.Code
}

// Defaults returns a T with its defaults: it decodes nothing it is given.
func Defaults[T any](args map[string]any) (T, error) {
	var out T
	return out, nil
}
