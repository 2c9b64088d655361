package structschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
)

// wordsFix rewrites a jsonschema tag written with invopop keywords
// (pattern=^acct_,minimum=1), which breaks google/jsonschema-go and
// mcp-go, into the description those generators read, stating each
// keyword as toolvet's fixes state rules in words ("Must match '^acct_'.").
// The description goes in the jsonschema tag (go-sdk) or in
// jsonschema_description (mcp-go, which keeps its own enum= options). nil
// when an option has no exact wording: an unknown key, a part without
// "=" (a comma inside a value, which reads two ways), "required" on an
// omitempty field (the json tag decides, and changing it is the author's
// call).
func (d Dialect) wordsFix(decl *ast.Field, tag reflect.StructTag, optional bool) *analysis.SuggestedFix {
	js := tag.Get("jsonschema")
	var lead, enums []string // description= text; enum values
	var sentences, keep []string
	for _, part := range strings.Split(js, ",") {
		part = strings.TrimSpace(part)
		key, value, hasEq := strings.Cut(part, "=")
		switch {
		case part == "required" && !optional:
			// the field is required already (no omitempty)
		case !hasEq || value == "":
			return nil
		case key == "description":
			lead = append(lead, value)
		case key == "enum" && d == MCPGo:
			keep = append(keep, part) // mcp-go's own option
		case key == "enum":
			enums = append(enums, value)
		default:
			s, ok := keywordInWords(key, value)
			if !ok {
				return nil
			}
			sentences = append(sentences, s)
		}
	}
	if len(enums) > 0 {
		q := make([]string, len(enums))
		for i, v := range enums {
			q[i] = "'" + v + "'"
		}
		sentences = append(sentences, "Must be one of "+strings.Join(q, ", ")+".")
	}
	join := func(a, b string) string {
		if a == "" || b == "" {
			return a + b
		}
		return fixtext.JoinSentences(a, b)
	}
	desc := strings.Join(lead, " ")
	if d == MCPGo {
		desc = join(strings.TrimSpace(tag.Get("jsonschema_description")), desc)
	}
	desc = join(desc, strings.Join(sentences, " "))
	if desc == "" || descStartsWithWordEq(desc) || strings.ContainsAny(desc, "`\"") {
		return nil
	}
	old, err := strconv.Unquote(decl.Tag.Value)
	if err != nil {
		return nil
	}
	var fixed string
	if d == Google {
		fixed = setTagKey(old, "jsonschema", desc, true)
	} else {
		_, present := tag.Lookup("jsonschema_description")
		fixed = setTagKey(old, "jsonschema_description", desc, present)
		if len(keep) > 0 {
			fixed = setTagKey(fixed, "jsonschema", strings.Join(keep, ","), true)
		} else if kept, ok := deleteTagKey(fixed, "jsonschema"); ok {
			fixed = kept
		} else {
			fixed = ""
		}
	}
	if fixed == "" {
		return nil
	}
	return &analysis.SuggestedFix{
		Message: "State the jsonschema options in words in the description",
		TextEdits: []analysis.TextEdit{{
			Pos: decl.Tag.Pos(), End: decl.Tag.End(), NewText: []byte("`" + fixed + "`"),
		}},
	}
}

// keywordInWords states key=value as a sentence, in the words toolvet's
// fixes use for the same rule found in code (model.Constraint.Says).
func keywordInWords(key, value string) (string, bool) {
	c := model.Constraint{Keyword: model.Keyword(key)}
	switch c.Keyword {
	case model.Pattern, model.Format:
		c.Str = value
	case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum, model.MultipleOf:
		if _, err := strconv.ParseFloat(value, 64); err != nil {
			return "", false
		}
		c.Num = constant.MakeFromLiteral(value, token.FLOAT, 0)
	case model.MinLength, model.MaxLength, model.MinItems, model.MaxItems:
		if n, err := strconv.Atoi(value); err != nil || n < 0 {
			return "", false
		}
		c.Num = constant.MakeFromLiteral(value, token.INT, 0)
	default:
		return "", false
	}
	says := c.Says()
	if says == "" || c.Num != nil && c.Num.Kind() == constant.Unknown ||
		c.Keyword == model.Format && model.FormatNoun(value) == "" {
		return "", false
	}
	return model.Sentence(says), true
}
