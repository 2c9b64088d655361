// Package ozzolib holds validation.By functions other packages' rules
// run: ozzo calls each with a field's value.
package ozzolib

import (
	"errors"
	"os"
	"strings"
)

// CheckRef checks the value's prefix.
func CheckRef(value interface{}) error { // want CheckRef:`value\(: must start with "ref_"\)`
	s, _ := value.(string)
	if !strings.HasPrefix(s, "ref_") {
		return errors.New("ref must start with ref_")
	}
	return nil
}

// CheckOwner knows what it accepts at run time only: no fact.
func CheckOwner(value interface{}) error {
	if s, _ := value.(string); s != os.Getenv("OWNER") {
		return errors.New("not the owner")
	}
	return nil
}
