// Package crossfield defines an Analyzer that reports rules over two or
// more arguments that no description the model reads states.
//
// # Analyzer crossfield
//
// crossfield: report rules over two or more arguments that no description the model reads states
//
// "eur transfers are capped at 500" is a rule over currency and amount. No
// keyword of a single property can carry it, so it reaches the model only
// if a description says it. crossfield reports such a rule at the check
// when no description the model reads documents it, with a fix that
// appends one sentence to the tool's description (or creates one): the
// check's own failure message when it documents the rule by the heuristic
// below, else a sentence generated from the condition:
//
//	currency == "eur" && amount > 500   When currency is "eur", amount must be at most 500.
//	op == "update" && id == ""          When op is "update", id must be set.
//	op == "create" && id != ""          When op is "create", id must not be set.
//	a != "" && b != ""                  Do not set both a and b.
//	a == "" && b == ""                  Set at least one of a and b.
//	end < start                         end must be at least start.
//	x == y                              x must differ from y.
//
// A cross-field rule is a failing guard whose condition reads two or more
// arguments. A disjunction is split first: a == "" || b == "" is two
// single-argument rules (representable's business), not a cross-field one.
// Guards of a validator struct-level validation, and ozzo-validation rules
// under validation.When(cond, ...) or Required.When(cond) with cond over
// other fields, are cross-field rules too.
//
// Documented means (matching whole words, ignoring case):
//
//   - one sentence (or line) of the tool description names each argument
//     of the rule, or the constant it is compared with ("EUR transfers are
//     capped at 500." documents currency == "eur" && amount > 500); a long
//     description that names the arguments in different sentences
//     ("'create': make a silence." … "remove a silence by id.") does not;
//   - or the description of one of the rule's arguments names each other
//     argument, or the value that argument is compared with (amount: "For
//     EUR transfers the maximum is 500." names eur, currency's value;
//     currency: "usd or eur" does not document the rule, since it names
//     neither amount nor 500), or restricts the argument to values of the
//     other's enum ("Only used with 'list'." documents a rule that rejects
//     it when op is "create");
//   - or, for a rule that requires one argument when others hold
//     (!failedOnly && jobID == 0), that argument's description says when
//     it is required ("Required when getting the logs of one job."): the
//     condition is in words toolvet cannot match with the code's, and it
//     is not reported;
//   - a property of an object argument (in.Task.Title: task.title) is
//     named by its own name (title), in the tool's description or in the
//     object's;
//   - and, for a rule that compares two arguments with each other (end <
//     start, !end.After(start)), the sentence also says how they compare
//     (after, before, greater, less, at least, than, ...): "Requires start
//     and end." does not document "end must be after start".
//
// An argument compared with every value its enum allows takes the same
// branch on every call the schema accepts: `(op == "get" || op == "scores")
// && id == ""`, where op is one of get and scores, is a rule on id alone,
// not a cross-field one.
//
// Not documented: a Go doc comment (the model never sees it), a
// description that names only one argument ("The amount to send."), a
// constant inside a longer word ("Europe" does not name "eur"). A rule on a
// tool whose description is not a constant is not reported (toolvet cannot
// read it), nor one on a tool whose schema states cross-field rules itself
// (a raw schema with if/then, dependentRequired, allOf, ...).
//
// A handler declared in another package (registered here with its tool's
// schema) is read through that package's summary of it: its rules are
// reported at their checks there, the tool named in related information,
// and fixed here; with -otherpackages=false (as gopls's build has it,
// since gopls shows a package's findings only in its files) at the tool,
// the check's place named in the message.
//
// All diagnostics of one tool carry the same fix, which appends every
// missing sentence at once (separate appends to one description would
// overlap).
package crossfield
