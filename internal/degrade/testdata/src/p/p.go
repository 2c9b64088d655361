package p

func F() {} // want "F"
