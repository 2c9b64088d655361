package flow_test

import (
	"go/types"
	"testing"
)

func TestPassesCallbackError(t *testing.T) {
	g, pkg, _, _ := check(t, `package p

import (
	"errors"
	"fmt"
	"sync"
)

type store struct {
	mu sync.Mutex
	m  map[string]int
}

func (s *store) wrapped(id string, change func(int) (int, error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur, ok := s.m[id]
	if !ok {
		return fmt.Errorf("no %s", id)
	}
	next, err := change(cur)
	if err != nil {
		return fmt.Errorf("update %s: %w", id, err)
	}
	s.m[id] = next
	return nil
}

func direct(f func() error) error { return f() }

func passed(f func() (int, error)) error {
	_, err := f()
	return err
}

func joined(fs []func() error, f func() error) error {
	return errors.Join(errors.New("x"), f())
}

func swallowed(f func() error) error {
	if err := f(); err != nil {
		fmt.Println(err)
	}
	return nil
}

func other(f func() error) error { return errors.New("always") }

func noError(f func() error) { _ = f() }
`)
	for _, tc := range []struct {
		fn    string
		recv  string
		param int
		want  bool
	}{
		{"wrapped", "store", 1, true},
		{"wrapped", "store", 0, false},
		{"direct", "", 0, true},
		{"passed", "", 0, true},
		{"joined", "", 1, true},
		{"swallowed", "", 0, false},
		{"other", "", 0, false},
		{"noError", "", 0, false},
	} {
		var fn *types.Func
		if tc.recv != "" {
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(pkg.Scope().Lookup(tc.recv).Type()), false, pkg, tc.fn)
			fn = obj.(*types.Func)
		} else {
			fn = pkg.Scope().Lookup(tc.fn).(*types.Func)
		}
		if got := g.PassesCallbackError(fn, tc.param); got != tc.want {
			t.Errorf("PassesCallbackError(%s, %d) = %v, want %v", tc.fn, tc.param, got, tc.want)
		}
	}
}

func TestDerived(t *testing.T) {
	g, pkg, _, _ := check(t, `package p

import (
	"fmt"
	"strconv"
	"time"
)

var layouts = []string{"2006-01-02", "2006/01/02"}

func parseDate(s string) (time.Time, string, error) {
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, t.Format("2006-01-02"), nil
		}
	}
	if n, err := strconv.Atoi(s); err == nil {
		return time.Now().AddDate(0, 0, -n), "", nil
	}
	switch s {
	case "today":
		return time.Now(), "", nil
	}
	return time.Time{}, "", fmt.Errorf("bad date %q", s)
}

func always(s string) (time.Time, error) {
	if s == "x" {
		return time.Time{}, fmt.Errorf("x")
	}
	return time.Now(), nil
}

var cache = map[string]int{}

func fixed(s string) (int, error) {
	if s == "" {
		return 0, fmt.Errorf("empty")
	}
	return 42, nil
}

func orDefault(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		n = 10
	}
	return n
}

func two(a, b string) string { return a + b }

func errorFirst(s string) error { return fmt.Errorf("%s", s) }
`)
	for name, want := range map[string]bool{
		"parseDate":  true,
		"fixed":      false,
		"orDefault":  false,
		"two":        false,
		"errorFirst": false,
		"always":     false,
	} {
		fn := pkg.Scope().Lookup(name).(*types.Func)
		if got := g.Derived(fn); got != want {
			t.Errorf("Derived(%s) = %v, want %v", name, got, want)
		}
	}
}
