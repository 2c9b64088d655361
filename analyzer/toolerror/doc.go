// Package toolerror defines an Analyzer that reports failures of a tool
// call whose message the model cannot read.
//
// # Analyzer toolerror
//
// toolerror: report failures of a tool call whose message the model cannot read
//
// When a handler fails an argument check by returning a Go error, most
// libraries never show the message to the model: mcp-go sends it as a
// JSON-RPC error (-32603), which a client surfaces as a failed request, not
// as tool output; genkit, eino and langchaingo's agent executor end the
// run. The model cannot correct its call, and the conversation
// may end. The MCP specification says the same: input validation errors are
// tool execution errors, returned as a result with isError set.
//
// toolerror reports, at the return, a Go error returned where a guard
// checks the call's arguments (an argument's value, the error of reading
// or decoding one, of a parse function of the package that fills a struct
// from them, or of a method that only checks such a struct), with a fix
// that returns the same message as an error result in the library's
// idiom:
//
//	return nil, errors.New("amount must be positive")   ->  return mcp.NewToolResultError("amount must be positive"), nil
//	return nil, fmt.Errorf("bad id %q: %w", id, err)     ->  return mcp.NewToolResultError(fmt.Sprintf("bad id %q: %v", id, err)), nil
//	return nil, fmt.Errorf("id must start with usr_")    ->  return mcp.NewToolResultError("id must start with usr_"), nil
//	if err != nil { return nil, err }                    ->  return mcp.NewToolResultError(err.Error()), nil
//
// The fix removes an import the rewrite leaves unused. Other error values
// are reported without a fix (err.Error() on a value not checked against
// nil could panic).
//
// The registration path decides: handlers wrapped by
// mcp.NewStructuredToolHandler, which turns errors into error results, are
// not reported; mcp.NewTypedToolHandler returns the handler's error as is,
// so its handlers are. go-sdk's typed handlers are reported only for a
// *jsonrpc.Error, which the SDK sends as a JSON-RPC error (any other error
// becomes an error result); the fix returns its message as a plain error:
//
//	return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad id"}  ->  return nil, nil, errors.New("bad id")
//
// A tool and its handler given together to the project's own function
// that builds a low-level library handler returning the handler's error
// as its own (itself, or through another package's function that does)
// leave that error a JSON-RPC error: reported, without a fix when the
// handler's results are not the library's.
//
// A handler handing its work to a function of another package that fails
// with a Go error on a bad argument is reported at that failure (for a
// driver that shows a package's findings only in its files, at the call).
// When every Go error that function returns is a failure on the
// arguments, the fix converts the call's errors in the handler, never the
// other package's return:
//
//	return work.Lookup(id)  ->  res, err := work.Lookup(id); if err != nil { return <error result>, nil }; return res, nil
//	res, err = work.Lookup(id); return  ->  the same check inserted after the assignment
//
// A handler that decodes the arguments itself counts its decoding as a
// check: json.Unmarshal of the raw arguments (or of their json.Marshal
// encoding), or a function of the package that hands them to
// json.Unmarshal. That includes the handler a registration wrapper builds
// around the project's functions (a ConvertTool whose closure decodes the
// arguments into the handler's input type, then calls it): its failure is
// reported in the wrapper's package, once for every tool the wrapper
// defines.
//
// Errors returned outside argument checks (a backend down, a failed query)
// are infrastructure failures: whether the model should read them is a
// judgement (it cannot fix an outage by changing its call; a protocol error
// lets the client retry and tell the user; an error result shows the model
// internal details), so they are reported only with -toolerror.all. Even
// then the call's own cancellation (ctx.Err() or context.Cause(ctx) of the
// handler's context, context.Canceled) is not reported: the client has
// given up, and no one reads a result.
//
// A program that sends tool definitions to a model provider and answers
// the model's tool calls itself (openai-go, anthropic-sdk-go, genai or
// langchaingo's llms, in its own loop) links a definition to its code only
// by the name: the branch on the call's name (`switch call.Function.Name
// { case "get_weather": … }`, `if use.Name == "get_weather"`) is the
// tool's handler. A failure there that ends the program (panic, log.Fatal,
// os.Exit), or returns an error out of the loop over the calls (or out of
// a dispatch function whose every caller ends the program or leaves its
// loop on that error), leaves the call without a result: it is reported,
// without a fix (only the program
// knows how its loop sends a result back). A failure sent back as the
// call's result (anthropic's NewToolResultBlock(id, msg, true), or a
// result carrying err.Error()) is read. anthropic-sdk-go's tool runner
// (toolrunner.NewBetaToolFromJSONSchema) sends the function's error back
// as a result marked is_error: not reported.
package toolerror
