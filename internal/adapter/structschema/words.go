package structschema

import (
	"go/ast"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
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
// fixes use for the same rule found in code.
func keywordInWords(key, value string) (string, bool) {
	number := func() bool { _, err := strconv.ParseFloat(value, 64); return err == nil }
	count := func() bool { n, err := strconv.Atoi(value); return err == nil && n >= 0 }
	switch {
	case key == "pattern":
		return "Must match '" + value + "'.", true
	case key == "format" && formatWords[value] != "":
		return "Must be " + formatWords[value] + ".", true
	case key == "minimum" && number():
		return "Must be at least " + value + ".", true
	case key == "maximum" && number():
		return "Must be at most " + value + ".", true
	case key == "exclusiveMinimum" && number():
		return "Must be greater than " + value + ".", true
	case key == "exclusiveMaximum" && number():
		return "Must be less than " + value + ".", true
	case key == "multipleOf" && number():
		return "Must be a multiple of " + value + ".", true
	case (key == "minLength" || key == "minItems") && value == "1":
		return "Must not be empty.", true
	case key == "minLength" && count():
		return "Must be at least " + value + " characters long.", true
	case key == "maxLength" && count():
		return "Must be at most " + value + " characters long.", true
	case key == "minItems" && count():
		return "Must have at least " + value + " items.", true
	case key == "maxItems" && count():
		return "Must have at most " + value + " items.", true
	}
	return "", false
}

// formatWords are the formats toolvet reads from code, as its fixes say them.
var formatWords = map[string]string{
	"email":     "an email address",
	"uuid":      "a UUID",
	"date-time": "an RFC 3339 date-time",
	"date":      "a date (YYYY-MM-DD)",
}
