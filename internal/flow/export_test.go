package flow

// LeftOut returns the number of test functions the graph holds without
// their bodies.
func (g *Graph) LeftOut() int { return len(g.left) }
