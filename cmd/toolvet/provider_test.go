package main

import "testing"

func TestOneProvider(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"./..."}, true},
		{[]string{"-representable.provider=openai-strict", "./..."}, true},
		{[]string{"-representable.provider=gemini", "-strictschema.provider=gemini", "./..."}, true},
		{[]string{"-c", "1", "--strictschema.provider", "mcp", "-representable.provider=mcp", "x.cfg"}, true},
		{[]string{"-representable.provider=openai-strict", "-strictschema.provider=anthropic-strict", "./..."}, false},
		{[]string{"-strictschema.provider", "gemini", "./...", "-representable.provider=mcp"}, false},
		{[]string{"-representable.provider=gemini", "--", "-strictschema.provider=mcp"}, true},
	} {
		if err := oneProvider(tc.args); (err == nil) != tc.ok {
			t.Errorf("oneProvider(%q) = %v, want ok=%v", tc.args, err, tc.ok)
		}
	}
}
