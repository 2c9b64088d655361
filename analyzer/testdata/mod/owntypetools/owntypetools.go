// Package owntypetools defines tools as values of the server's own type
// (owntypeapi.ServerTool), each a schema and its handler. The package that
// turns them into MCP tools imports this one; toolvet reads them here, by
// what they hold: a schema whose properties the paired function reads.
package owntypetools

import (
	"errors"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"example.com/factsmod/owntypeapi"
)

// Tools returns the package's tools.
func Tools() []owntypeapi.ServerTool {
	return []owntypeapi.ServerTool{
		{
			Tool: owntypeapi.Tool{
				Name:        "volume_resize",
				Description: "Resize a volume.",
				InputSchema: &jsonschema.Schema{
					Type: "object",
					Properties: map[string]*jsonschema.Schema{
						"volume": {Type: "string", Description: "The volume's ID."},
						"size":   {Type: "integer", Description: "The new size in GiB."},
					},
					Required: []string{"volume", "size"},
				},
			},
			Handler: resize,
		},
		{
			Tool: owntypeapi.Tool{
				Name:        "snapshot_create",
				Description: "Snapshot a volume.",
				InputSchema: &jsonschema.Schema{
					Type: "object",
					Properties: map[string]*jsonschema.Schema{
						"volume": {Type: "string", Pattern: "^vol-"},
						"label":  {Type: "string"},
					},
					Required: []string{"volume"},
				},
			},
			Handler: func(params owntypeapi.Params) (*owntypeapi.Result, error) {
				p, err := parseSnapshot(params)
				if err != nil {
					return owntypeapi.NewResult("", err), nil
				}
				return owntypeapi.NewResult("created "+p.label, nil), nil
			},
		},
		{
			Tool: owntypeapi.Tool{
				Name:        "volume_list",
				Description: "List the volumes.",
				InputSchema: &jsonschema.Schema{Type: "object"},
			},
			Handler: list,
		},
	}
}

func resize(params owntypeapi.Params) (*owntypeapi.Result, error) {
	volume, err := owntypeapi.RequiredString(params, "volume")
	if err != nil {
		return owntypeapi.NewResult("", err), nil
	}
	if !strings.HasPrefix(volume, "vol-") { // want `volume must start with "vol-", but the schema does not say so: declare pattern "\^vol-" in the tool's explicit \*jsonschema.Schema`
		return owntypeapi.NewResult("", fmt.Errorf("volume must start with vol-")), nil
	}
	size, _ := params.GetArguments()["size"].(float64)
	if size > 512 { // want `size must be at most 512, but the schema does not say so: declare maximum 512 in the tool's explicit \*jsonschema.Schema`
		return owntypeapi.NewResult("", errors.New("at most 512 GiB")), nil
	}
	return owntypeapi.NewResult("resized", nil), nil
}

type snapshotParams struct {
	volume, label string
}

// parseSnapshot reads and checks the snapshot's arguments.
func parseSnapshot(params owntypeapi.Params) (snapshotParams, error) {
	var p snapshotParams
	var err error
	if p.volume, err = owntypeapi.RequiredString(params, "volume"); err != nil {
		return p, err
	}
	if !strings.HasPrefix(p.volume, "vol-") { // declared already
		return p, errors.New("volume must start with vol-")
	}
	label, _ := params.GetArguments()["label"].(string)
	p.label = label
	if len(label) > 40 { // want `label must be at most 40 bytes long, but the schema does not say so: declare maxLength 40 in the tool's explicit \*jsonschema.Schema`
		return p, errors.New("label: at most 40 characters")
	}
	return p, nil
}

func list(params owntypeapi.Params) (*owntypeapi.Result, error) {
	out, err := listVolumes()
	return owntypeapi.NewResult(out, err), nil
}

func listVolumes() (string, error) { return "vol-1", nil }

// Form is a schema and a callback that is no tool: the callback reads
// none of the schema's properties.
type Form struct {
	Schema   *jsonschema.Schema
	OnSubmit func(values map[string]any) error
}

var confirm = Form{
	Schema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"answer": {Type: "string"}},
	},
	OnSubmit: func(values map[string]any) error {
		who, _ := values["operator"].(string)
		if !strings.HasPrefix(who, "op-") { // not a tool's argument: no finding
			return errors.New("unknown operator")
		}
		return nil
	},
}

// Selectors is a tool whose optional arguments are checked for their
// type only when sent: no rule on their presence.
var Selectors = owntypeapi.ServerTool{
	Tool: owntypeapi.Tool{
		Name:        "volumes_select",
		Description: "Select volumes.",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"zone":  {Type: "string"},
				"label": {Type: "string"},
			},
		},
	},
	Handler: func(params owntypeapi.Params) (*owntypeapi.Result, error) {
		zone := params.GetArguments()["zone"]
		if zone == nil {
			zone = ""
		}
		label := params.GetArguments()["label"]
		var selector string
		if label != nil {
			l, ok := label.(string)
			if !ok {
				return owntypeapi.NewResult("", fmt.Errorf("label is not a string")), nil
			}
			selector = l
		}
		z, ok := zone.(string)
		if !ok {
			return owntypeapi.NewResult("", fmt.Errorf("zone is not a string")), nil
		}
		return owntypeapi.NewResult(z+selector, nil), nil
	},
}

// Positional is written without field names (go vet's composites check
// reports it): toolvet reads no tool from it, and does not fail on it.
var Positional = owntypeapi.ServerTool{
	Tool: owntypeapi.Tool{"volume_tag", "Tag a volume.", &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"tag": {Type: "string"}},
	}, nil},
	Handler: func(params owntypeapi.Params) (*owntypeapi.Result, error) {
		tag, _ := params.GetArguments()["tag"].(string)
		if !strings.HasPrefix(tag, "t-") { // not read: no finding
			return owntypeapi.NewResult("", errors.New("tag must start with t-")), nil
		}
		return owntypeapi.NewResult("tagged", nil), nil
	},
}
