// Package eino: tools defined with eino's utils.InferTool, beside calls of
// the package that define none.
package eino

import (
	"context"

	"github.com/cloudwego/eino/components/tool/utils"
)

type WeatherIn struct {
	City string `json:"city"`
	Days int    `json:"days,omitempty"`
}

func Tools() {
	weather, _ := utils.InferTool("weather", "Forecast for a city.", func(ctx context.Context, in WeatherIn) (string, error) { // want `tool "weather" \(eino\): handler linked; properties city, days$`
		return in.City, nil
	})
	// Not a tool definition: it wraps one already defined.
	_ = utils.WrapInvokableToolWithErrorHandler(weather, func(ctx context.Context, err error) string { return err.Error() })
}
