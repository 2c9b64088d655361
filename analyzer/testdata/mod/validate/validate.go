// Package validate checks values; it imports no tool library.
package validate

import (
	"errors"
	"strings"
)

// AccountID checks an account id.
func AccountID(s string) error { // want AccountID:`checks\(0: must start with "acct_"\)`
	if !strings.HasPrefix(s, "acct_") {
		return errors.New("accountId must start with acct_")
	}
	return nil
}

// IsCurrency reports whether s is a supported currency.
func IsCurrency(s string) bool { return s == "usd" || s == "eur" } // want IsCurrency:`checks\(0: must be one of "usd", "eur"\)`

// Lookup is opaque: nothing to export.
func Lookup(s string) error {
	if s != strings.ToLower(s) {
		return errors.New("lowercase only")
	}
	return nil
}
