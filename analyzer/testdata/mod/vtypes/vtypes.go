// Package vtypes declares tool inputs and their Validate methods, for the
// tools of other packages; it imports no tool library.
package vtypes

import (
	"errors"
	"strings"
	"time"
)

// RefundIn is the input of a refund tool.
type RefundIn struct {
	TransferID string `json:"transferId" jsonschema:"The transfer to refund"`
	Reason     string `json:"reason"`
}

func (r RefundIn) Validate() error { // want Validate:`validates\(transferId: must start with "tr_"; reason: must be at most 200 bytes long\)`
	if !strings.HasPrefix(r.TransferID, "tr_") {
		return errors.New("transferId must start with tr_")
	}
	if len(r.Reason) > 200 {
		return errors.New("reason is too long")
	}
	return nil
}

// Repo is embedded by inputs of other packages.
type Repo struct {
	Owner string `json:"owner"`
}

func (r *Repo) Validate() error { // want Validate:`validates\(owner: must start with "org-"\)`
	if !strings.HasPrefix(r.Owner, "org-") {
		return errors.New("owner must start with org-")
	}
	return nil
}

// Page has the fields of inputs declared elsewhere, which convert to it.
type Page struct {
	Page int `json:"page"`
	Size int `json:"size"`
}

func (p Page) Validate() error { // want Validate:`validates\(page: must be at most 50; size, page\)`
	if p.Page > 50 {
		return errors.New("page must be at most 50")
	}
	if p.Size > p.Page*10 {
		return errors.New("size must be at most ten times page")
	}
	return nil
}

// Lookup checks against what is known only at run time: no rule.
type Lookup struct {
	Region string    `json:"region"`
	Since  time.Time `json:"since"`
}

var regions = map[string]bool{}

func (l Lookup) Validate() error {
	if !regions[l.Region] {
		return errors.New("unknown region")
	}
	if l.Since.After(time.Now()) {
		return errors.New("since is in the future")
	}
	return nil
}
