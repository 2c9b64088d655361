// Command rusage runs a command and reports what it cost, for
// scripts/bench-tools.sh:
//
//	rusage OUTFILE CMD ARGS...
//
// It runs CMD (stdin, stdout and stderr passed through), then writes one
// line "WALL CPU MAXRSS_KB" to OUTFILE: wall seconds, user+sys seconds of
// CMD and all its descendants (getrusage(RUSAGE_CHILDREN)), and the peak
// resident set of the largest of them in KiB. It exits with CMD's exit
// status.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: rusage OUTFILE CMD ARGS...")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[2], os.Args[3:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			fmt.Fprintln(os.Stderr, "rusage:", err)
			os.Exit(2)
		}
		code = ee.ExitCode()
	}
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		fmt.Fprintln(os.Stderr, "rusage:", err)
		os.Exit(2)
	}
	cpu := time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
	line := fmt.Sprintf("%.3f %.3f %d\n", wall.Seconds(), cpu.Seconds(), ru.Maxrss)
	if err := os.WriteFile(os.Args[1], []byte(line), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "rusage:", err)
		os.Exit(2)
	}
	os.Exit(code)
}
