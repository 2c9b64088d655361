package adapter

import (
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/flow"
)

// Facts carry a project's own registration code across packages, so that a
// tool registered in package B through package A's wrapper is linked to its
// handler at the call in B, with the error fate A's wrapper gives it. The
// language is two sentences about a function, and one about a package:
//
//	Registers: "registers (or returns, paired) the tool in parameter Tool
//	           with the handler in parameter Handler, wrapped by the
//	           library as Via, its errors converted into error results
//	           when Converts"
//	           — or, with Tool -1, "builds the tool from parameters Name
//	           and Description (-1: none; its text after DescPrefix), its
//	           schema inferred from type parameter Input (-1: from the
//	           handler), and registers it (or returns it, paired) with the
//	           handler in parameter Handler"
//	           — or, with Reflected, the same with the schema its own
//	           code reflects from the dynamic type of parameter Reflects
//	           (Register(name, desc, Args{}, h)), in tag Dialect
//	           (flow.TagDialect; nil: not read)
//	           — or, with Via "func", "defines a tool whose schema is
//	           reflected from type parameter Input (by the Schema
//	           reflector), served by the function in parameter Handler,
//	           func(ctx, In) (R, error), whose arguments it decodes; its
//	           errors converted when Converts, except those of type
//	           Escapes, unless the conversion is unknown"
//	Wraps:     "returns a handler that calls the handler in parameter
//	           Handler (a middleware), converting its errors when Converts"
//	Package:   "exports functions with those facts, for these libraries"
//
// Via is the adapter's own word for how the library wraps the handler
// ("" as is; mcp-go "typed" and "structured" for NewTypedToolHandler and
// NewStructuredToolHandler, with "@k" when a func literal forwards the
// decoded arguments to the handler's parameter k; go-sdk "typed" for
// mcp.AddTool; eino "func" for a wrapper of InferTool, whose schema is
// the handler's input (Input -1), and "info" for a generic function
// calling GoStruct2ToolInfo, whose schema is type parameter Input and
// whose handler is not a parameter (Handler -1)). Facts are
// exported only for the exported functions and methods of packages that
// belong to a module, by the adapters of the libraries they import.

// RegistersFact says a function registers a tool with its handler, both
// given as parameters.
type RegistersFact struct {
	Library  string // the adapter's Name
	Tool     int    // -1: built inside, from Name, Description and Input
	Handler  int
	Via      string
	Converts bool
	// Name, Description and Input say, when the function builds the
	// tool, which parameters hold its name and description and which type
	// parameter its schema is inferred from (-1: none).
	Name, Description, Input int
	// Schema names the reflector a "func" builder infers the schema with
	// (the adapter's word); Escapes is the type (types.TypeString) of the
	// errors its conversion lets through as Go errors; ErrorsUnknown says
	// the conversion could not be read.
	Schema, Escapes string
	ErrorsUnknown   bool
	// DescPrefix is the constant text the function puts before the
	// description parameter (all of it when Description is -1):
	// newTool(name, "Read-only. "+desc, h).
	DescPrefix string
	// Adapts says the handler parameter is of the project's own shape,
	// adapted to the library's handler on the way by a handler shim
	// (nil: the library's shape).
	Adapts *AdaptsFact
	// Reflected says the schema is the function's own reflection of the
	// dynamic type of parameter Reflects (Register(name, desc, Args{}, h)),
	// read in Dialect (nil: a reading toolvet does not follow).
	Reflected bool
	Reflects  int
	Dialect   *flow.TagDialect
	// NameField, when set, says the name is that field of the struct
	// parameter Name holds (cmd.Use); DescUnknown that the description is
	// computed in a way not read.
	NameField   string
	DescUnknown bool
	// Options, when above 0, is the variadic parameter whose arguments
	// the function passes on to the library's tool constructor as the
	// tool's options (mcp-go's ...mcp.ToolOption): each call site's are
	// its tool's. Never 0: the name parameter comes before it.
	Options int
}

func (*RegistersFact) AFact() {}
func (f *RegistersFact) String() string {
	s := "registers(" + f.Library + ": tool " + strconv.Itoa(f.Tool)
	if f.Tool < 0 {
		s = "registers(" + f.Library + ": tool named by " + strconv.Itoa(f.Name) +
			", described by " + strconv.Itoa(f.Description) + ", input type " + strconv.Itoa(f.Input)
		if f.DescPrefix != "" {
			s += ", description after " + strconv.Quote(f.DescPrefix)
		}
	}
	s += ", handler " + strconv.Itoa(f.Handler)
	if f.Via != "" {
		s += " " + f.Via
	}
	if f.Schema != "" {
		s += ", schema " + f.Schema
	}
	if f.Adapts != nil {
		s += ", adapted " + f.Adapts.String()
	}
	if f.Reflected {
		s += ", reflects " + strconv.Itoa(f.Reflects)
		if f.Schema != "" && f.Dialect == nil {
			s += " with its reflector"
		} else if f.Dialect != nil {
			d := f.Dialect
			s += " in tag " + strconv.Quote(d.Tag) + " " + strings.Join(d.Options, ",") +
				", required by " + strings.Join(append(slices.Clone(d.Required), d.RequiredWord...), ",")
		} else {
			s += " unread"
		}
	}
	if f.NameField != "" {
		s += ", name field " + f.NameField
	}
	if f.Options > 0 {
		s += ", options " + strconv.Itoa(f.Options)
	}
	if f.DescUnknown {
		s += ", description unknown"
	}
	switch {
	case f.ErrorsUnknown:
		s += ", errors unknown"
	case f.Converts && f.Escapes != "":
		s += ", converts errors but " + f.Escapes
	case f.Converts:
		s += ", converts errors"
	}
	return s + ")"
}

// WrapsFact says a function returns a handler that calls the handler its
// parameter Handler holds.
type WrapsFact struct {
	Library  string
	Handler  int
	Converts bool
}

func (*WrapsFact) AFact() {}
func (f *WrapsFact) String() string {
	s := "wraps(" + f.Library + ": handler " + strconv.Itoa(f.Handler)
	if f.Converts {
		s += ", converts errors"
	}
	return s + ")"
}

// PackageFact says a package exports registration wrappers or middleware
// for these libraries: a package importing it uses the libraries' adapters
// even when it imports no library itself.
type PackageFact struct {
	Libraries []string
}

func (*PackageFact) AFact() {}
func (f *PackageFact) String() string {
	s := "wrappers("
	for i, l := range f.Libraries {
		if i > 0 {
			s += ", "
		}
		s += l
	}
	return s + ")"
}

// FactTypes are the facts adapters export and import.
var FactTypes = []analysis.Fact{new(RegistersFact), new(WrapsFact), new(PackageFact), new(AdaptsFact), new(AdaptedFact), new(PassesErrorsFact), new(ErrorResultsFact), new(PredicateFact), new(ProtocolErrorsFact), new(DispatchesFact)}

// ExportsFacts reports whether facts are exported for this package: it
// belongs to a module (never the standard library, nor a file list).
func (p *Pass) ExportsFacts() bool {
	return p.Module != nil && p.Module.Path != ""
}

// OwnModule reports whether m is one of the modules the user works on,
// not a dependency: the main module or a workspace's (go vet gives no
// version to either), or one a replace directive points at a directory.
func OwnModule(m *analysis.Module) bool {
	if m == nil || m.Path == "" {
		return false
	}
	return m.Main || m.Version == "" || m.Replace != nil && m.Replace.Version == ""
}

// Exportable reports whether another package can call fn: an exported
// function, or an exported method of an exported type.
func Exportable(fn *types.Func) bool {
	if fn == nil || !fn.Exported() {
		return false
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Exported()
}

// Export records the package's wrapper facts for library: each function's
// fact, and the package fact naming the library.
func (p *Pass) Export(library string, facts map[*types.Func]analysis.Fact) {
	if !p.ExportsFacts() || len(facts) == 0 {
		return
	}
	for fn, fact := range facts {
		p.ExportObjectFact(fn, fact)
	}
	var pf PackageFact
	p.ImportPackageFact(p.Pkg, &pf)
	for _, l := range pf.Libraries {
		if l == library {
			return
		}
	}
	pf.Libraries = append(pf.Libraries, library)
	p.ExportPackageFact(&pf)
}

// WrapperLibraries returns the libraries for which the packages the pass
// imports export wrappers, or nil.
func WrapperLibraries(pass *analysis.Pass) map[string]bool {
	var libs map[string]bool
	for _, imp := range pass.Pkg.Imports() {
		var pf PackageFact
		if pass.ImportPackageFact(imp, &pf) {
			for _, l := range pf.Libraries {
				if libs == nil {
					libs = make(map[string]bool)
				}
				libs[l] = true
			}
		}
	}
	return libs
}

// Foreign returns fn when it belongs to another package, which may have
// exported facts about it: the generic origin of an instance.
func (p *Pass) Foreign(fn *types.Func) *types.Func {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == p.Pkg {
		return nil
	}
	return fn.Origin()
}
