// Package tool is a stub of github.com/cloudwego/eino/components/tool (v0.7.36).
package tool

type InvokableTool interface{ Name() string }
