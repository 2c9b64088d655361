package rewrite

import (
	"fmt"
	"go/ast"
)

const (
	einoUtils = "github.com/cloudwego/eino/components/tool/utils"
	einoTool  = "github.com/cloudwego/eino/components/tool"
)

// InferWrapper hands eino's utils.InferTool its name, description and
// function through a generic function of the package that returns the
// tool it builds, as eino-examples' SafeInferTool does:
//
//	t, err := utils.InferTool("lookup", "Look an ID up.", lookup)
//
// becomes
//
//	t, err := rwInferTool("lookup", "Look an ID up.", lookup)
//
// with
//
//	func rwInferTool[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) {
//		t, err := utils.InferTool(name, desc, fn)
//		if err != nil {
//			return nil, err
//		}
//		return t, nil
//	}
//
// for every call with no options.
var InferWrapper = &Rewrite{
	Name: "inferwrapper",
	Doc:  "eino tools built through the package's own generic wrapper of utils.InferTool",
	Apply: func(p *Package) int {
		name := ""
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				call, ok := node.(*ast.CallExpr)
				if !ok || len(call.Args) != 3 || call.Ellipsis.IsValid() || !isFuncOf(p.calleeOf(call), einoUtils, "InferTool") {
					return true
				}
				if name == "" {
					utils, tool := p.importName(f, einoUtils), p.importName(f, einoTool)
					if utils == "" || tool == "" {
						return true
					}
					name = p.fresh("rwInferTool")
					p.declare(f, fmt.Sprintf(`func %s[T, D any](name, desc string, fn %s.InvokeFunc[T, D]) (%s.InvokableTool, error) {
	t, err := %s.InferTool(name, desc, fn)
	if err != nil {
		return nil, err
	}
	return t, nil
}`, name, utils, tool, utils))
				}
				if p.replace(call.Fun, name) {
					n++
				}
				return true
			})
		}
		return n
	},
}
