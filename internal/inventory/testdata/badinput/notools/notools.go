// Package notools defines no tool.
package notools

func Add(a, b int) int { return a + b }
