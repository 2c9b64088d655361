module github.com/cloudwego/eino

go 1.26
