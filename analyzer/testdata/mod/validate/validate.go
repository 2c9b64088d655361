// Package validate checks values; it imports no tool library.
package validate

import (
	"errors"
	"fmt"
	"strings"
)

// AccountID checks an account id.
func AccountID(s string) error { // want AccountID:`checks\(0: must start with "acct_"\)` AccountID:`guards\(!strings.HasPrefix\(s, "acct_"\)\)`
	if !strings.HasPrefix(s, "acct_") {
		return errors.New("accountId must start with acct_")
	}
	return nil
}

// IsCurrency reports whether s is a supported currency.
func IsCurrency(s string) bool { return s == "usd" || s == "eur" } // want IsCurrency:`checks\(0: must be one of "usd", "eur"\)`

// Lookup's check says no keyword: its guard is exported as written, and
// a caller reads no rule in it either.
func Lookup(s string) error { // want Lookup:`guards\(s != strings.ToLower\(s\)\)`
	if s != strings.ToLower(s) {
		return errors.New("lowercase only")
	}
	return nil
}

// IntArg reads a whole number from the argument map it is given: a reader
// of a package that imports no tool library.
func IntArg(args map[string]any, name string) (int, error) { // want IntArg:`readsArg\(1\)`
	v, ok := args[name]
	if !ok {
		return 0, nil
	}
	f, ok := v.(float64)
	if !ok {
		return 0, fmt.Errorf("%s is not a number", name)
	}
	return int(f), nil
}

// Code reads the argument "code" itself, trimmed.
func Code(args map[string]any) string { // want Code:`readsArg\("code", normalised\)`
	c, _ := args["code"].(string)
	return strings.TrimSpace(c)
}

// Over says a count is too large: read at its call as the condition it
// returns.
func Over(n int) bool { return n > 50 } // want Over:`checks\(0: must be at least 51\)`

// Refuse fails when the caller was sent a value it has no use for.
func Refuse(sent bool) error { // want Refuse:`guards\(sent\)`
	if sent {
		return errors.New("offset is not supported")
	}
	return nil
}

// Event is a kind of log event.
type Event string

// eventLog is package state a predicate reads, through a package-level
// variable: a value the engine finds no instruction using.
type eventLog struct {
	enabled []Event
	write   func(Event, string)
}

var events eventLog

// SetEvents enables events.
func SetEvents(es ...Event) { events.enabled = es }

// SetWriter sets what writes them.
func SetWriter(w func(Event, string)) { events.write = w }

// Should says whether an event is written.
func Should(e Event) bool {
	if events.write == nil {
		return false
	}
	if len(events.enabled) == 0 {
		return true
	}
	for _, c := range events.enabled {
		if c == e {
			return true
		}
	}
	return false
}
