module github.com/go-ozzo/ozzo-validation/v4

go 1.26
