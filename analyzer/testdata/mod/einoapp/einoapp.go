// Package einoapp defines its eino tools through einoreg's wrappers: each
// call is a tool, linked to the function it passes.
package einoapp

import (
	"context"
	"errors"
	"strings"

	"example.com/factsmod/einoreg"
)

type ParkIn struct {
	Park string `json:"park"`
}

type ZoneIn struct {
	Zone string `json:"zone"`
}

type MapIn struct {
	Qty int `json:"qty" jsonschema:"maximum=5"`
}

func Tools() {
	_, _ = einoreg.Plain("park_hours", "Opening hours of a park.", func(ctx context.Context, in ParkIn) (string, error) {
		if !strings.HasPrefix(in.Park, "park-") { // want `park must start with "park-", but the schema does not say so: declare pattern "\^park-"`
			return "", errors.New("park must start with park-")
		}
		return "9-18", nil
	})
	_, _ = einoreg.Safe("park_zone", "A park's zone.", func(ctx context.Context, in ZoneIn) (string, error) {
		if len(in.Zone) > 8 { // want `zone must be at most 8 bytes long, but the schema does not say so: declare maxLength 8`
			return "", errors.New("zone: at most 8 characters")
		}
		return "north", nil
	})
	_, _ = einoreg.Logged("park_map", "A park's map.", func(ctx context.Context, in MapIn) (string, error) {
		if in.Qty > 5 { // declared: no finding
			return "", errors.New("at most 5")
		}
		return "map", nil
	}, "map: ")
}
