// Package reflapp defines tools through reflreg, whose schemas reflreg
// reflects itself from the example values given, in its own tag dialect.
package reflapp

// SearchArgs: the query's bound and the limit's lower bound are validated
// and not in the schema; the sort order's values are in both.
type SearchArgs struct {
	Query  string `json:"query" schema:"required,description=Words to look for" validate:"required,max=200"` // want `query must not be empty, but the schema does not say so: declare minLength 1 \(no fix: the wrapper's reflector reads no minLength option in the schema tag\)` `query must be at most 200 characters long, but the schema does not say so: declare maxLength 200$`
	Sort   string `json:"sort" schema:"enum=asc,enum=desc" validate:"omitempty,oneof=asc desc"`
	Limit  int    `json:"limit" schema:"maximum=50" validate:"gte=1,lte=50"` // want `limit must be at least 1, but the schema does not say so: declare minimum 1$`
	Cursor string `json:"cursor" validate:"omitempty,startswith=c_"`         // want `cursor must start with "c_", but the schema does not say so: declare pattern "\^c_" \(no fix`
}

// PageArgs: required rejects a page of 0, which no keyword the wrapper
// writes can say; the bound beside it keeps its fix.
type PageArgs struct {
	Page int `json:"page" schema:"required" validate:"required,lte=100"` // want `page must not be 0, but the schema does not say so: declare not {const: 0} \(validator's required rejects the zero value\) \(no fix: toolvet writes not {const: …} in no library's idiom\)` `page must be at most 100, but the schema does not say so: declare maximum 100$`
}

// IndexArgs is the input of a command registered as a tool.
type IndexArgs struct {
	Path string `json:"path" schema:"required" validate:"required,max=100"` // want `path must not be empty, but the schema does not say so: declare minLength 1 \(no fix: the wrapper's reflector reads no minLength option in the schema tag\)` `path must be at most 100 characters long, but the schema does not say so: declare maxLength 100$`
}

// RangeArgs' schema is reflected in a dialect toolvet does not read: its
// rules are not compared with it.
type RangeArgs struct {
	From int `json:"from" compat:"min=1" validate:"gte=1"`
}
