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

// Defaults returns a T with its defaults: it decodes nothing it is given.
func Defaults[T any](args map[string]any) (T, error) {
	var out T
	return out, nil
}
