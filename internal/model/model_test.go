package model

import (
	"go/constant"
	"testing"
)

func num(v int64) constant.Value { return constant.MakeInt64(v) }

func TestCovers(t *testing.T) {
	tests := []struct {
		name       string
		declared   Constraint
		rule       Constraint
		wantCovers bool
	}{
		{"equal maximum", Constraint{Keyword: Maximum, Num: num(10)}, Constraint{Keyword: Maximum, Num: num(10)}, true},
		{"tighter maximum", Constraint{Keyword: Maximum, Num: num(5)}, Constraint{Keyword: Maximum, Num: num(10)}, true},
		{"looser maximum", Constraint{Keyword: Maximum, Num: num(10000)}, Constraint{Keyword: Maximum, Num: num(5000)}, false},
		{"tighter minimum", Constraint{Keyword: Minimum, Num: num(2)}, Constraint{Keyword: Minimum, Num: num(1)}, true},
		{"looser minimum", Constraint{Keyword: Minimum, Num: num(0)}, Constraint{Keyword: Minimum, Num: num(1)}, false},
		{"exclusiveMinimum covers minimum", Constraint{Keyword: ExclusiveMinimum, Num: num(1)}, Constraint{Keyword: Minimum, Num: num(1)}, true},
		{"minimum above covers exclusiveMinimum", Constraint{Keyword: Minimum, Num: num(1)}, Constraint{Keyword: ExclusiveMinimum, Num: num(0)}, true},
		{"minimum equal does not cover exclusiveMinimum", Constraint{Keyword: Minimum, Num: num(0)}, Constraint{Keyword: ExclusiveMinimum, Num: num(0)}, false},
		{"maxLength tighter", Constraint{Keyword: MaxLength, Num: num(50)}, Constraint{Keyword: MaxLength, Num: num(100)}, true},
		{"minItems looser", Constraint{Keyword: MinItems, Num: num(0)}, Constraint{Keyword: MinItems, Num: num(1)}, false},
		{"enum subset", Constraint{Keyword: Enum, Strs: []string{"usd"}}, Constraint{Keyword: Enum, Strs: []string{"usd", "eur"}}, true},
		{"enum superset", Constraint{Keyword: Enum, Strs: []string{"usd", "eur", "gbp"}}, Constraint{Keyword: Enum, Strs: []string{"usd", "eur"}}, false},
		{"pattern equal", Constraint{Keyword: Pattern, Str: "^a"}, Constraint{Keyword: Pattern, Str: "^a"}, true},
		{"pattern different", Constraint{Keyword: Pattern, Str: "^b"}, Constraint{Keyword: Pattern, Str: "^a"}, false},
		{"enum within a case-insensitive pattern", Constraint{Keyword: Enum, Strs: []string{"add", "remove"}}, Constraint{Keyword: Pattern, Str: "^(?:[Aa][Dd][Dd]|[Rr][Ee][Mm][Oo][Vv][Ee])$"}, true},
		{"enum with a value the pattern rejects", Constraint{Keyword: Enum, Strs: []string{"add", "list"}}, Constraint{Keyword: Pattern, Str: "^(?:[Aa][Dd][Dd]|[Rr][Ee][Mm][Oo][Vv][Ee])$"}, false},
		{"empty enum states no pattern", Constraint{Keyword: Enum}, Constraint{Keyword: Pattern, Str: "^a"}, false},
		{"not 0 declared", Constraint{Keyword: NotConst, Num: num(0)}, Constraint{Keyword: NotConst, Num: num(0)}, true},
		{"minimum 1 leaves 0 out", Constraint{Keyword: Minimum, Num: num(1)}, Constraint{Keyword: NotConst, Num: num(0)}, true},
		{"minimum 0 lets 0 in", Constraint{Keyword: Minimum, Num: num(0)}, Constraint{Keyword: NotConst, Num: num(0)}, false},
		{"exclusiveMinimum 0 leaves 0 out", Constraint{Keyword: ExclusiveMinimum, Num: num(0)}, Constraint{Keyword: NotConst, Num: num(0)}, true},
		{"maximum -1 leaves 0 out", Constraint{Keyword: Maximum, Num: num(-1)}, Constraint{Keyword: NotConst, Num: num(0)}, true},
		{"maximum 10 lets 0 in", Constraint{Keyword: Maximum, Num: num(10)}, Constraint{Keyword: NotConst, Num: num(0)}, false},
		{"multipleOf multiple", Constraint{Keyword: MultipleOf, Num: num(20)}, Constraint{Keyword: MultipleOf, Num: num(10)}, true},
		{"multipleOf not multiple", Constraint{Keyword: MultipleOf, Num: num(15)}, Constraint{Keyword: MultipleOf, Num: num(10)}, false},
		{"multipleOf fractions", Constraint{Keyword: MultipleOf, Num: constant.MakeFloat64(0.5)}, Constraint{Keyword: MultipleOf, Num: constant.MakeFloat64(0.25)}, true},
		{"required", Constraint{Keyword: Required}, Constraint{Keyword: Required}, true},
		{"unknown value covers nothing", Constraint{Keyword: Maximum}, Constraint{Keyword: Maximum, Num: num(1)}, false},
		{"other keyword", Constraint{Keyword: MaxLength, Num: num(1)}, Constraint{Keyword: Maximum, Num: num(1)}, false},
		{"pattern rejecting empty implies minLength 1", Constraint{Keyword: Pattern, Str: "^[A-Z]{3}$"}, Constraint{Keyword: MinLength, Num: num(1)}, true},
		{"pattern matching empty does not", Constraint{Keyword: Pattern, Str: "^[A-Z]*$"}, Constraint{Keyword: MinLength, Num: num(1)}, false},
		{"pattern rejecting empty does not imply minLength 2", Constraint{Keyword: Pattern, Str: "^[A-Z]+$"}, Constraint{Keyword: MinLength, Num: num(2)}, false},
		{"enum without empty implies minLength 1", Constraint{Keyword: Enum, Strs: []string{"a", "b"}}, Constraint{Keyword: MinLength, Num: num(1)}, true},
		{"enum with empty does not", Constraint{Keyword: Enum, Strs: []string{"a", ""}}, Constraint{Keyword: MinLength, Num: num(1)}, false},
		{"pattern RE2 cannot read is not judged", Constraint{Keyword: Pattern, Str: "^(?=a)"}, Constraint{Keyword: MinLength, Num: num(1)}, false},
	}
	for _, tt := range tests {
		if got := Covers(tt.declared, tt.rule); got != tt.wantCovers {
			t.Errorf("%s: Covers(%v, %v) = %v, want %v", tt.name, tt.declared, tt.rule, got, tt.wantCovers)
		}
	}
}

func TestConstraintString(t *testing.T) {
	for _, tt := range []struct {
		c    Constraint
		want string
	}{
		{Constraint{Keyword: Pattern, Str: "^acct_"}, `pattern "^acct_"`},
		{Constraint{Keyword: Maximum, Num: num(5000)}, `maximum 5000`},
		{Constraint{Keyword: Enum, Strs: []string{"usd", "eur"}}, `enum ["usd", "eur"]`},
		{Constraint{Keyword: Required}, `required`},
	} {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("String() = %s, want %s", got, tt.want)
		}
	}
}
